import { NavigationFormPage } from "../../navigation/_components/navigation-form-page";

export default async function EditChildNavigationPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  return <NavigationFormPage id={(await params).id} />;
}
