import { NavigationFormPage } from "../../navigation/_components/navigation-form-page";

export default async function CreateNavigationPage({
  params,
}: {
  params: Promise<{ parentId: string }>;
}) {
  return <NavigationFormPage parentId={(await params).parentId} child={false} />;
}
